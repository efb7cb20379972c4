export default definePageConfig({
  navigationBarTitleText: '大会动态',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
