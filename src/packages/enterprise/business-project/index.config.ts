export default definePageConfig({
  navigationBarTitleText: '企业项目',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
