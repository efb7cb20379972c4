export default definePageConfig({
  navigationBarTitleText: '行业资讯',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
